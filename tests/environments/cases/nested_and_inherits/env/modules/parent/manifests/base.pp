class parent::base { $setting = 'from parent' }
