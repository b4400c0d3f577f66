notify { 'l1': message => Integer('0x10') }
notify { 'l2': message => Integer('010') }
notify { 'l3': message => Float('1.5e2') }
notify { 'l4': message => Numeric('3') }
notify { 'l5': message => Boolean('true') }
