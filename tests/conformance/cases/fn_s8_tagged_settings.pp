notify { 'r': message => tagged('settings') }
