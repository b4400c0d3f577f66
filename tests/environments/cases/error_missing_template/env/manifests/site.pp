notify { 'x': message => epp('web/missing.epp') }
