notify { 'a': message => sprintf('%d', {a=>1}) }
