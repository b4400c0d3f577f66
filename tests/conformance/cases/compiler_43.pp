notify { default: message => 'one' }
notify { default: message => 'two' }
notify { 'a': }
