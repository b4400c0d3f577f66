resources { 'user': purge => true, unless_system_user => true, unless_uid => [10], noop => true }
