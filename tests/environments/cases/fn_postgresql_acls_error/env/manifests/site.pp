$x = postgresql::postgresql_acls_to_resources_hash(['host all all'], 'test', 0)
