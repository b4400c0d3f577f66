notify { "${versioncmp('1.0', '1.0.0')} ${versioncmp('1.0', '1.0.0', true)} ${versioncmp('1.10', '1.9')} ${versioncmp('a', 'b')}": }
