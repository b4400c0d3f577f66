@user { 'a': }
user { 'a': }
