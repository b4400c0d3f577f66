notify { default: message => 'only default' }
