Notify { message => 'default' }
notify { 'a': }
Notify { message => 'later' }
