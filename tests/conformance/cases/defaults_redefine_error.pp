Notify { message => 'a' }
Notify { message => 'b' }
