notify { 'Mixed': }
notify { 'n': require => Notify['mixed'] }
