@@user { 'u1': uid => 10 }
User <<| uid == 10 |>> -> notify { 'after': }
