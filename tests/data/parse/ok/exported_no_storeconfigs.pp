@@notify { 'exp': message => 'hi' }
notify { 'local': }
