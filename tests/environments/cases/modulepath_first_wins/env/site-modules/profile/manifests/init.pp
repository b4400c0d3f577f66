class profile { notify { 'profile from site-modules': } }
