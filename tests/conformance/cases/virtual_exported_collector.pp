@notify { 'v': }
Notify <<| title == 'v' |>>
