notify { "y": message => rw_legacy_fail("this") }
