Notify['missing'] -> notify { 'a': }
