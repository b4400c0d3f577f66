notify { default: message => 'd'; 'a': ; default: message => 'e'; }
