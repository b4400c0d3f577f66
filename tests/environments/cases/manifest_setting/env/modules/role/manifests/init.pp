class role { notify { 'role from main.pp': } }
