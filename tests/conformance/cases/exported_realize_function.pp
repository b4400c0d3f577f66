@@notify { 'e': message => 'x' }
realize(Notify['e'])
