notify { 'escape': message => [postgresql::postgresql_escape('plain'), postgresql::postgresql_escape('with $$ dollars'), postgresql::postgresql_escape('ends$')] }
notify { 'prepend': message => postgresql::prepend_sql_password('md5abc') }
notify { 'acls': message => postgresql::postgresql_acls_to_resources_hash(['local all postgres ident', 'host all all 127.0.0.1/32 md5', 'host db user 10.0.0.0 255.0.0.0 md5 opt=1', 'hostssl all all ::1/128 cert clientcert=1 x'], 'test', 100) }
notify { 'password': message => [postgresql::postgresql_password('user', 'pass', false, 'md5'), postgresql::postgresql_password('user', 'md5aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', false, 'md5'), postgresql::postgresql_password(1, 2, false, 'md5')] }
notify { 'scram': message => [postgresql::postgresql_password('user', 'pass', false, 'scram-sha-256'), postgresql::postgresql_password('user', 'pass', false, 'scram-sha-256', 'salt')] }
notify { 'password_sensitive': message => postgresql::postgresql_password('user', Sensitive('pass'), true, 'md5').unwrap }
