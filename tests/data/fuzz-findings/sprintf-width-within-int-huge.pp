notify { 'a': message => sprintf('%s-%0000000000002049899731d', 'a', 7) }
