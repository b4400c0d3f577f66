notify { 'trusted': message => String($trusted) }
notify { 'role': message => lookup('role') }
notify { 'domain': message => lookup('domain_seen') }
notify { 'clientcert': message => "${clientcert} ${facts['clientcert']}" }
