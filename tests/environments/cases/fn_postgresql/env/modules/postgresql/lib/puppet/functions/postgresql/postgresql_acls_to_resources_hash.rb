# postgresql::postgresql_acls_to_resources_hash: placeholder naming the function for spaceship's loader; scripts/regen-environments runs Puppet with the real module (see real-modules).
