notify { "t": message => $trusted } notify { "c": message => "${clientcert}|${facts[clientcert]}" }
