group { 'g': gid => 1, members => ['a'], auth_membership => true, system => true, allowdupe => true, forcelocal => true, attributes => [], attribute_membership => minimum }
