Notify { message => 'dflt' }
notify { default: message => 'body'; 'a': }
