notify { 'a': }.each |$r| { notify { "r ${r}": } }
