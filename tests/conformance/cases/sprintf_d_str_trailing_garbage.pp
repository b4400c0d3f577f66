notify { 'a': message => sprintf('%d', '12abc') }
