Notify['ghost'] { message => 'x' }
