notify { "a": message => String([$settings::rich_data, $settings::ordering, $settings::digest_algorithm, $settings::environment_timeout, $settings::runinterval])}
