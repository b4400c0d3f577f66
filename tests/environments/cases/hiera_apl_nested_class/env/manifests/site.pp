include profile::web
notify { 'colons': message => lookup('::profile::web::port', undef, undef, 'nf') }
notify { 'upper': message => lookup('Profile::Web::nm', undef, undef, 'nf') }
