notify { 'a': message => unique('aab') }
