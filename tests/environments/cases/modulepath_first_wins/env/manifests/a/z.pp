notify { 'a/z.pp after a.pp': }
