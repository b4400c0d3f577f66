create_resources('notify', { 'a' => { bogus => 1 } })
