notify { 'not the manifest': }
