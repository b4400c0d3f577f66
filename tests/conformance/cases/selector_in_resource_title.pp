$env = 'prod'
notify { $env ? { 'prod' => 'production-notify', default => 'other' }: }
