notify { 'n': withpath => true, message => 'm', name => 'x' }
