$x = pw_hash('p', 'sha-512', 'bad salt')
