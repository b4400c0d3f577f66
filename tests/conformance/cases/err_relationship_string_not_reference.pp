notify { 'a': before => 'not a ref' }
