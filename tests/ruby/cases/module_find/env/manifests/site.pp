notify { 'legacy': message => finder_module_path('shelf') }
notify { 'modern': message => finder::current('shelf') }
notify { 'absent': message => finder::current('nowhere') }
