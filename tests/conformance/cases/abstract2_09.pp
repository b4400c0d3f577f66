notify { 'a': }
Resource['notify', 'a'] { message => 'amended' }
