notify { 'a': message => getvar('Foo') }
