notify { 'a': message => sprintf('%f', {a=>1}) }
