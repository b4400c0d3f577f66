resources { 'user': purge => true }
