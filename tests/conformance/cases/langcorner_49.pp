notify { "a": message => String([$settings::log_level, $settings::tags, $settings::preview_outputdir =~ String, $settings::disable_i18n, $settings::hiera_config =~ String])}
