notify { 'a': withpath => true, loglevel => warning }
