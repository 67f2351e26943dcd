// A jobs thread whose start fails (say, the database refuses it).
throw new Error('the queue could not start');
