notify { 'a': ; ['b', default]: message => 'x'; default: message => 'y' }
