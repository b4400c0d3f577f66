notify { 'x': message => epp('web/t.epp') }
