notify { 'a': message => sprintf('%x', {a=>1}) }
